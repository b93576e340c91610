import { cmsConf } from "../cms-config.mjs";

const settings = { listen: "8081", instances: ["127.0.0.1:8061", "127.0.0.1:8062"] };

describe("cmsConf", () => {
  it("balances the Directus instances and moves on only when one cannot be reached", () => {
    const conf = cmsConf(settings);
    expect(conf).toContain("server 127.0.0.1:8061 max_fails=1 fail_timeout=10s;");
    expect(conf).toContain("server 127.0.0.1:8062 max_fails=1 fail_timeout=10s;");
    expect(conf).toMatch(/proxy_next_upstream error;/);
    expect(conf).not.toMatch(/non_idempotent/);
  });

  it("limits sign-in and password resets per client address, answering 429", () => {
    const conf = cmsConf({ ...settings, signInPerMinute: 7 });
    expect(conf).toContain("zone=cms_sign_in:10m rate=7r/m;");
    expect(conf).toMatch(/location ~ \^\/auth\/login\(\/\|\$\) \{\s+limit_req zone=cms_sign_in burst=5 nodelay;/);
    expect(conf).toMatch(/location ~ \^\/auth\/password\/\(request\|reset\)\$ \{\s+limit_req zone=cms_password_reset/);
    expect(conf).toContain("limit_req_status 429;");
  });

  it("replaces a client's own X-Forwarded-For with the address that connected", () => {
    expect(cmsConf(settings)).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(cmsConf(settings)).not.toContain("$proxy_add_x_forwarded_for");
  });

  it("refuses instances, listen values and limits nginx would misread", () => {
    expect(() => cmsConf({ ...settings, instances: [] })).toThrow(/At least one/);
    expect(() => cmsConf({ ...settings, instances: ["http://127.0.0.1:8061"] })).toThrow(/host:port/);
    expect(() => cmsConf({ ...settings, listen: "8081; include /etc/passwd" })).toThrow(/listen/);
    expect(() => cmsConf({ ...settings, signInPerMinute: 0 })).toThrow(/signInPerMinute/);
  });
});
