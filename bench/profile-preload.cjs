// A preload (`node --require bench/profile-preload.cjs …`) that takes a V8 CPU profile of a window
// of the process's life instead of all of it: the first SIGUSR2 starts the profiler (sampling every
// 200 µs), the next writes the profile to `$CPU_PROFILE_OUT` (default `./lapak.cpuprofile`) and stops.
// So start-up, migrations and the demo seed stay out of the figures (ADR 0038). The libuv pool (zlib)
// is not in a V8 profile: read the process's CPU from /proc beside it.
const { Session } = require("node:inspector");
const { writeFileSync } = require("node:fs");

const session = new Session();
session.connect();
let running = false;
process.on("SIGUSR2", () => {
  if (!running) {
    running = true;
    session.post("Profiler.enable", () =>
      session.post("Profiler.setSamplingInterval", { interval: 200 }, () => session.post("Profiler.start")),
    );
    return;
  }
  running = false;
  session.post("Profiler.stop", (err, result) => {
    if (err) return;
    writeFileSync(process.env.CPU_PROFILE_OUT ?? "lapak.cpuprofile", JSON.stringify(result.profile));
    process.stderr.write("profile written\n");
  });
});
