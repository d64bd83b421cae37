// What other domains use of map: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export {
  ALL_MAP_POSITION_WINDOW_FIELDS,
  MAP_POSITION_WINDOW_FIELDS,
  mapPositionListSpec,
  selectMapPositionColumns,
} from "./list-spec";
