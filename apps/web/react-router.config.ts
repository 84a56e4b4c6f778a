import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/app/route-list";

export default {
  appDirectory: "src/app",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
