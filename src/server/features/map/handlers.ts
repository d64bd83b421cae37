import type { Handlers } from "../../ws/dispatch";
import { lastPositions } from "./positions";

type MapHandlers = Pick<Handlers, "MapPositionsRequestEvent">;

export const mapHandlers: MapHandlers = {
  // Scoped by the session's company only: the request names no company, so another company's units cannot be asked for.
  async MapPositionsRequestEvent(_payload, context) {
    const companyId = context.session.companyId;
    const positions = await lastPositions(context.db, companyId);
    // The deployment's tile source rides on the map's own answer: only those who may see the map learn it.
    const tiles = context.config.mapTiles;
    return tiles ? { ...positions, tiles } : positions;
  },
};
