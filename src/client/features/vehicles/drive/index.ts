// The vehicles domain in the driver app: the names of vehicle categories its unit search shows.

// What other domains use of this one.
export { categoryLabel } from "../category-names";
