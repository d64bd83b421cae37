// @vitest-environment happy-dom
// The signature's keyboard path and its value contract (happy-dom has no canvas: a recording 2D context stands in;
// drawing itself is signature_pad's and is exercised by the driver-app journeys).
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";

import { SignaturePad } from "./signature-pad";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en-CA", messages: {} });
  const context = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 20 }) } as Record<string, unknown>,
    {
      get: (target, key) => (key in target ? target[key as string] : () => undefined),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => context as never);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation(() => "data:image/png;base64,AAAA");
});
afterEach(cleanup);

function renderPad(onChange: (value: string | undefined) => void, value?: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <SignaturePad label="Your signature" value={value} onChange={onChange} name="Daniel Roy" />
    </I18nProvider>,
  );
}

test("typing one's name instead of drawing gives a PNG data URL, offered with the signer's name", () => {
  const onChange = vi.fn();
  renderPad(onChange);
  expect(screen.getByRole("img", { name: /Signature area: sign with your finger/ })).toBeTruthy();
  act(() => fireEvent.click(screen.getByRole("button", { name: "Type my name instead" })));
  expect(onChange).toHaveBeenLastCalledWith("data:image/png;base64,AAAA");
  const input = screen.getByLabelText("Type your full name to sign") as HTMLInputElement;
  expect(input.value).toBe("Daniel Roy");
  act(() => fireEvent.change(input, { target: { value: "   " } }));
  expect(onChange).toHaveBeenLastCalledWith(undefined); // a blank name is no signature
  act(() => fireEvent.change(input, { target: { value: "D. Roy" } }));
  expect(onChange).toHaveBeenLastCalledWith("data:image/png;base64,AAAA");
});

test("Clear empties the signature, and the error is tied to the group for screen readers", () => {
  const onChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SignaturePad
        label="Your signature"
        value="data:image/png;base64,BBBB"
        onChange={onChange}
        error="Sign to submit."
      />
    </I18nProvider>,
  );
  act(() => fireEvent.click(screen.getByRole("button", { name: "Clear" })));
  expect(onChange).toHaveBeenLastCalledWith(undefined);
  const group = screen.getByRole("group", { name: "Your signature" });
  expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe("Sign to submit.");
});
