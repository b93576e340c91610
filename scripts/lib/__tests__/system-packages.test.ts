/** @jest-environment node */
import { installCommand, missingPackages, systemNeeds } from "../system-packages.mjs";

describe("missingPackages", () => {
  it("lists nothing when every package's file is there", () => {
    expect(missingPackages(systemNeeds, () => true)).toEqual([]);
  });

  it("lists every package of each need whose file is missing", () => {
    const missing = missingPackages(systemNeeds, (file) => !file.includes("nginx") && !file.includes("postgresql"));
    expect(missing).toEqual(["nginx", "libnginx-mod-http-brotli-static", "postgresql"]);
  });

  it("covers the browser and its fonts, Redis, nginx with brotli, PostgreSQL and Java", () => {
    expect(missingPackages(systemNeeds, () => false).sort()).toEqual(
      [
        "chromium-headless-shell",
        "default-jre-headless",
        "fonts-liberation",
        "libnginx-mod-http-brotli-static",
        "nginx",
        "postgresql",
        "redis-server",
      ].sort(),
    );
  });
});

it("installCommand is the one apt command for all of them", () => {
  expect(installCommand(["nginx", "postgresql"])).toBe(
    "apt-get update && apt-get install -y --no-install-recommends nginx postgresql",
  );
});
