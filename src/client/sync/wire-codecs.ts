// The wire's codecs on the client, a domain at a time (the start-up JavaScript must not grow with every domain:
// docs/design/cold-loads.md "Codecs per domain"). The generated `wire.ts` says which domain each event and notification belongs to; a domain's codecs
// (`wire-<domain>.ts`) load with its first request or notification, except the accounts domain's, which the
// sign-in, the session resume and the bot check need before anything else and so come with the start-up code.
import type * as t from "io-ts";

import type { EventName, NotificationName } from "../../shared/generated/events";
import { eventWire, notificationWire, wireCodecs, type WireCodecs, type WireDomain } from "../../shared/generated/wire";
import * as accounts from "../../shared/generated/wire-accounts";

export interface EventCodecs {
  readonly request: t.Mixed;
  readonly responsePayload: t.Mixed;
}

const loaded = new Map<WireDomain, WireCodecs>([["accounts", accounts]]);
const loading = new Map<WireDomain, Promise<WireCodecs>>();

function loadDomain(domain: WireDomain): Promise<WireCodecs> {
  const ready = loaded.get(domain);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(domain);
  if (!promise) {
    promise = wireCodecs[domain]().then(
      (codecs) => {
        loaded.set(domain, codecs);
        loading.delete(domain);
        return codecs;
      },
      (error: unknown) => {
        loading.delete(domain); // a later request tries again (a chunk that failed on a flaky network)
        throw error;
      },
    );
    loading.set(domain, promise);
  }
  return promise;
}

const eventCodecsIn = (codecs: WireCodecs, eventName: EventName): EventCodecs => {
  const found = codecs.events[eventName];
  if (!found) throw new Error(`${eventName} has no codecs in its domain's module`);
  return found;
};

/** The event's codecs if its domain has loaded, else undefined (then `loadEventCodecs`). */
export function loadedEventCodecs(eventName: EventName): EventCodecs | undefined {
  const codecs = loaded.get(eventWire[eventName].domain);
  return codecs && eventCodecsIn(codecs, eventName);
}

export function loadEventCodecs(eventName: EventName): Promise<EventCodecs> {
  return loadDomain(eventWire[eventName].domain).then((codecs) => eventCodecsIn(codecs, eventName));
}

export function loadedNotificationCodec(name: NotificationName): t.Mixed | undefined {
  return loaded.get(notificationWire[name])?.notifications[name];
}

export function loadNotificationCodec(name: NotificationName): Promise<t.Mixed | undefined> {
  return loadDomain(notificationWire[name]).then((codecs) => codecs.notifications[name]);
}

/** Whether the event is a command (schema `"command": true`): stamped and applied exactly once. */
export const isCommand = (eventName: EventName): boolean =>
  (eventWire[eventName] as { command?: true }).command === true;
