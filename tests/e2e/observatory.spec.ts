/**
 * The MDN HTTP Observatory's tests (tools/observatory/) against the
 * server the browser tests use: A+ on every test it can judge over loopback.
 */
import { expect, test } from "@playwright/test";
import { NEEDS_HTTPS, observatory } from "../../tools/observatory/observatory";

test("the MDN HTTP Observatory grades the headers A+ over loopback", async ({ baseURL }) => {
  test.skip(test.info().project.name !== "desktop", "no browser involved: once is enough");
  const url = new URL(baseURL!);
  const report = await observatory(url.hostname, Number(url.port));
  const judged = report.tests.filter((result) => !NEEDS_HTTPS.has(result.name));
  expect(judged.filter((result) => !result.pass)).toEqual([]);
  expect(judged).toHaveLength(8);
  expect(report.judged.grade).toBe("A+");
  expect(report.tests.find((result) => result.name === "content-security-policy")?.result).toBe("csp-implemented-with-no-unsafe");
});
