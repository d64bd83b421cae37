import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import SignaturePadEngine from "signature_pad";

import { CONTROL_CLASS } from "./field";
import { boundedSignaturePng, typedSignaturePng } from "./signature-image";

interface SignaturePadProps {
  /** The legend: what the signature certifies ("Your signature"). */
  label: string;
  /** The signature as a PNG data URL (a restored draft shows again), or undefined while unsigned. */
  value: string | undefined;
  /** A new PNG data URL after every stroke or typed change; undefined once cleared. */
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
  /** Offered as the typed signature (the signer's full name). */
  name?: string | undefined;
}

/**
 * A signature (inspections, repairs, timesheets): drawn with a finger, pen or mouse (signature_pad), or — for the
 * keyboard and assistive technology, which cannot draw — typed as one's name and drawn as text. Either way the
 * value is a small white PNG data URL (signature-image.ts). The pad is white in both themes, like paper.
 */
export function SignaturePad({ label, value, onChange, error, name }: SignaturePadProps) {
  const { t } = useLingui();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine>(undefined);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState("");
  const initial = useRef(value);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typing) return;
    const pad = new SignaturePadEngine(canvas, {
      penColor: "#0f172a",
      backgroundColor: "#ffffff",
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    // The canvas's pixels follow its CSS size and the screen's density, or strokes land off the finger.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    fit();
    if (initial.current)
      void pad
        .fromDataURL(initial.current, { width: canvas.offsetWidth, height: canvas.offsetHeight })
        .catch(() => undefined);
    const ended = () =>
      changeRef.current(pad.isEmpty() ? undefined : boundedSignaturePng(canvas, canvas.width, canvas.height));
    pad.addEventListener("endStroke", ended);
    window.addEventListener("resize", fit);
    return () => {
      window.removeEventListener("resize", fit);
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = undefined;
    };
  }, [typing]);

  const clear = () => {
    padRef.current?.clear();
    initial.current = undefined;
    setTyped("");
    onChange(undefined);
  };
  const switchMode = () => {
    clear();
    setTyping(!typing);
    if (!typing && name) {
      setTyped(name);
      onChange(typedSignaturePng(name));
    }
  };

  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      data-testid="signature-pad"
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {typing ? (
        <>
          <label htmlFor={`${id}-typed`} className="text-sm">
            <Trans>Type your full name to sign</Trans>
          </label>
          <input
            id={`${id}-typed`}
            className={`${CONTROL_CLASS} min-h-11 text-base`}
            value={typed}
            autoComplete="name"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(typedSignaturePng(event.target.value));
            }}
          />
          {value && (
            <img
              src={value}
              alt={t`Your typed signature`}
              className="h-20 w-full rounded-md border border-slate-300 bg-white object-contain dark:border-slate-600"
            />
          )}
        </>
      ) : (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={
            value
              ? t`Signature area, signed. Draw again to change it, or use Clear.`
              : t`Signature area: sign with your finger, a pen or the mouse.`
          }
          // Marked like a field, so a failed submit brings it into view (use-focus-first-invalid.ts).
          aria-invalid={error ? true : undefined}
          tabIndex={error ? -1 : undefined}
          className={`h-40 w-full touch-none rounded-md border-2 bg-white ${error ? "border-red-500" : "border-slate-300 dark:border-slate-500"}`}
          data-testid="signature-canvas"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={clear}
          className="min-h-11 rounded-md border border-slate-300 px-4 text-sm dark:border-slate-600"
        >
          <Trans>Clear</Trans>
        </button>
        <button
          type="button"
          onClick={switchMode}
          className="min-h-11 rounded-md border border-slate-300 px-4 text-sm dark:border-slate-600"
          data-testid="signature-mode"
        >
          {typing ? <Trans>Draw instead</Trans> : <Trans>Type my name instead</Trans>}
        </button>
      </div>
      {error && (
        <span id={errorId} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
