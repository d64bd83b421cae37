// An operator switches a company's features: the open session's store takes the company as pushed, so the menu
// (ui/main-menu.tsx reads the company's features from the store) gains or loses its entries without a reload.
import { expect, test, vi } from "vitest";

import { visibleMenu } from "../app/menu";
import { portalMenu } from "../app/portal-shell";
import { initialAppState, type AppState } from "./app-state";
import { followCompanyChanges } from "./company-changes";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { LiveNotifications } from "./live-notifications";
import { createSocket } from "./socket";
import { Store } from "./store";

const company = { id: "#12:1", name: "Demo", features: ["home", "vehicles", "timesheets"] };
const other = { id: "#12:2", name: "Elsewhere", features: ["home"] };

function setup() {
  FakeSocket.reset();
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t");
  const store = new Store<AppState>(initialAppState(), () => {});
  store.update((draft) => {
    draft.entities.companies[company.id] = company as never;
    draft.session.companyId = company.id;
    draft.session.roles = ["owner"];
  });
  store.flush();
  followCompanyChanges(new LiveNotifications(connection), store);
  socket.connect();
  FakeSocket.latest().serverOpen();
  return { store };
}

const push = (items: Record<string, unknown>) =>
  FakeSocket.latest().serverSend({
    eventName: "CompanyChangedNotification",
    status: "complete",
    statusCode: 200,
    payload: { items },
  });
const menuOf = (store: Store<AppState>) => {
  const state = store.getState();
  return visibleMenu(
    {
      companyId: company.id,
      roles: state.session.roles,
      features: state.entities.companies[company.id]!.features,
      v3: false,
    },
    portalMenu,
  ).map((entry) => entry.id);
};

test("a pushed company replaces the session's company: a feature switched off leaves the menu, one switched on joins it", async () => {
  const { store } = setup();
  expect(menuOf(store)).toContain("hours");
  expect(menuOf(store)).not.toContain("checkins");
  push({ [company.id]: { ...company, features: ["home", "vehicles", "checkins"] } });
  // The notification's codecs load with the first one (sync/wire-codecs.ts): the change lands a moment later.
  await vi.waitFor(() => {
    store.flush();
    expect(store.getState().entities.companies[company.id]!.features).toEqual(["home", "vehicles", "checkins"]);
  });
  expect(menuOf(store)).not.toContain("hours");
  expect(menuOf(store)).toContain("checkins");
});

test("a company the session does not hold is not added", () => {
  const { store } = setup();
  push({ [other.id]: other });
  store.flush();
  expect(store.getState().entities.companies[other.id]).toBeUndefined();
});
