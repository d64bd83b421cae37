// @vitest-environment happy-dom
// The compliance screen's "What" filter offers only kinds the company has: vehicle checklists only to companies with
// the vehicle checklists feature (the server lists no checklist items for the others, and the tiles already agree).
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";

import type { FeatureName } from "../../../shared/generated/common";
import { ClientContext } from "../../app/client-context";
import type { PortalClient } from "../../app/portal-client";
import { initialAppState, type AppState } from "../../sync/app-state";
import { Store } from "../../sync/store";
import { ComplianceFilters } from "./compliance-filters";

beforeAll(() => i18n.loadAndActivate({ locale: "en-CA", messages: {} }));
afterEach(cleanup);

function kindsOffered(features: FeatureName[]): string[] {
  const store = new Store<AppState>(initialAppState(), () => {});
  store.update((draft) => {
    draft.session.companyId = "#12:1";
    draft.entities.companies["#12:1"] = { id: "#12:1", name: "Demo", features } as never;
  });
  store.flush();
  render(
    <I18nProvider i18n={i18n}>
      <ClientContext.Provider value={{ store } as unknown as PortalClient}>
        <ComplianceFilters filter={{}} onChange={() => {}} />
      </ClientContext.Provider>
    </I18nProvider>,
  );
  const offered = within(screen.getByRole("combobox", { name: "What" }))
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  cleanup();
  return offered;
}

test("a company without vehicle checklists is not offered the Vehicle checklist kind", () => {
  const offered = kindsOffered(["compliance", "vehicles", "checklists"]);
  expect(offered).not.toContain("Vehicle checklist");
  expect(offered).toEqual([
    "Everything",
    "Plate",
    "Annual safety",
    "Driver licence",
    "Employee document",
    "CVOR renewal",
  ]);
});

test("a company with vehicle checklists is offered it", () => {
  expect(kindsOffered(["compliance", "vehicles", "checklistsVehicles"])).toContain("Vehicle checklist");
});
