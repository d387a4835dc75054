/** Every scene of the set, service by service. */
import { cleaning } from "./cleaning";
import type { Scene } from "./common";
import { constructions } from "./constructions";
import { excavation } from "./excavation";
import { gardening } from "./gardening";
import { irrigation } from "./irrigation";
import { lighting } from "./lighting";

export type { Scene } from "./common";
export const scenes: readonly Scene[] = [...gardening, ...irrigation, ...cleaning, ...constructions, ...excavation, ...lighting];
