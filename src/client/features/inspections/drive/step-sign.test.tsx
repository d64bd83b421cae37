// @vitest-environment happy-dom
// The declaration a driver ticks before signing is in the driver's language: NSC Standard 13's French text for a
// Quebec driver, the company's own wording as typed (docs/schedules.md "Languages of the stock schedules").
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";

import type { VehicleSchedule } from "../../../../shared/generated/schedules";
import { NSC13_SCHEDULE_1 } from "../../../../shared/rules/schedules";
import { ClientContext } from "../../../app/client-context";
import type { PortalClient } from "../../../app/portal-client";
import { initialAppState, type AppState } from "../../../sync/app-state";
import { Store } from "../../../sync/store";
import { emptyDraft } from "./inspection-draft";
import { StepSign } from "./step-sign";

beforeAll(() => {
  // happy-dom has no canvas: the signature pad draws on a context that records nothing.
  const context = new Proxy({} as Record<string, unknown>, { get: () => () => ({ width: 0 }), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => context as never);
});
afterEach(cleanup);

function showDeclaration(locale: string, declaration: string): string {
  i18n.loadAndActivate({ locale, messages: {} });
  const store = new Store<AppState>(initialAppState(), () => {});
  const schedule = {
    id: "#26:1",
    name: NSC13_SCHEDULE_1.name,
    declaration,
    questions: [],
  } as unknown as VehicleSchedule;
  render(
    <I18nProvider i18n={i18n}>
      <ClientContext.Provider value={{ store } as unknown as PortalClient}>
        <StepSign
          draft={{ ...emptyDraft(), step: "sign", prepared: { schedule, units: [] } }}
          update={() => {}}
          onSubmit={() => {}}
          busy={false}
          problem={undefined}
        />
      </ClientContext.Provider>
    </I18nProvider>,
  );
  const shown = screen.getByText(
    (_, element) => element?.tagName === "P" && element.classList.contains("italic"),
  ).textContent!;
  cleanup();
  return shown;
}

test("a Quebec driver signs the French declaration of NSC Standard 13", () => {
  expect(showDeclaration("fr-CA", NSC13_SCHEDULE_1.declaration)).toMatch(
    /^Je déclare que le ou les véhicules indiqués dans le présent rapport ont été inspectés conformément/,
  );
});

test("in English, and for a company's own declaration, the text as stored", () => {
  expect(showDeclaration("en-CA", NSC13_SCHEDULE_1.declaration)).toBe(NSC13_SCHEDULE_1.declaration);
  expect(showDeclaration("fr-CA", "Je confirme avoir fait la ronde.")).toBe("Je confirme avoir fait la ronde.");
});
