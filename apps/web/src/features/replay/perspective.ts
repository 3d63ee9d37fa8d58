/** Whose eyes a replay step is shown through: everything, a spectator's, or one seat's. */
export type Perspective = "all" | "spectator" | number;
