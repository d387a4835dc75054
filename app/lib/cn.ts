import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping false and empty values. It does not resolve
 * conflicting Tailwind utilities (that library would cost 7 KB on every page):
 * a variation of a component belongs in its `cva` variants, not in an override.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
