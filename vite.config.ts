import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The footer renders this year in the prerendered HTML, then the visitor's.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
