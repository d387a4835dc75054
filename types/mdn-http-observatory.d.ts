// The parts of @mdn/mdn-http-observatory that scripts/observatory.mjs uses (the package ships JavaScript only).
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number },
  ): Promise<{ responses: { auto: { status: number } | null } }>;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: ((retrieved: unknown) => { result: string; pass: boolean | null })[];
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreModifier(result: string): number;
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
