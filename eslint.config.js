import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended?.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["server/**", "server.js", "tools/**", "scripts/**", "*.config.*", "tests/**"],
    languageOptions: { globals: globals.node },
  },
  {
    // Zod stays out of the browser's JavaScript: the content schemas (`*.schema.ts`) and
    // zod itself are imported as types only, except by the schemas and the build-time check.
    // (The enquiry form validates in the browser on purpose, with "zod/mini".)
    // Icons come one module each, not through lucide-react's index of all of them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/content/*.schema.ts",
      "app/content/validate.server.ts",
      "app/content/overlays.server.ts",
      "app/content/current.server.ts",
      "app/**/*.test.{ts,tsx}",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "Only app/content/*.schema.ts and validate.server.ts use zod's values." },
            {
              name: "lucide-react",
              allowTypeImports: true,
              message:
                "Import each icon by its own path (`lucide-react/icons/<name>`): vite.config.ts finds the icons only the owner's pages use by their importers.",
            },
          ],
          patterns: [
            {
              group: ["**/*.schema"],
              allowTypeImports: true,
              message: "Import a content schema's type only (`import type`): its zod values must not reach the browser.",
            },
          ],
        },
      ],
    },
  },
);
