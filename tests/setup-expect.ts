import { expect } from "vitest";
import { equalBytes } from "../tools/testing/equal-bytes";

expect.addEqualityTesters([equalBytes]);
