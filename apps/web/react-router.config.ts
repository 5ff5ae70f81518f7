import type { Config } from "@react-router/dev/config";

/**
 * Every future flag of React Router 7 is set, so a build prints no "Future Flag Warning" a
 * newcomer takes for an error. `v8_viteEnvironmentApi` is on: it builds through Vite's
 * Environment API, without the child compiler that passed Vite 8 the deprecated `envFile`
 * option. The others keep React Router 7's behaviour until the move to React Router 8.
 */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
