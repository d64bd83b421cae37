import { useCallback, useEffect, useRef, useState } from "react";

/**
 * After a failed submit, brings the first invalid field into view and focuses it, so a message below or above
 * the viewport is not missed. Call `focusFirstInvalid()` after setting the problems: it runs after the render
 * that marks the fields (aria-invalid), including sections that render only then.
 */
export function useFocusFirstInvalid<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: "center", behavior: "auto" });
    first.focus({ preventScroll: true });
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstInvalid };
}
