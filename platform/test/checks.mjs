/**
 * TAP-like checks for the platform's tests: each prints `ok` or `not ok` with what it saw.
 */
export const createChecks = () => {
  let passed = 0;
  let failed = 0;
  /**
   * @param {string} name
   * @param {boolean} ok
   * @param {unknown} [detail] shown when it fails
   */
  const check = (name, ok, detail = "") => {
    if (ok) passed += 1;
    else failed += 1;
    console.log(
      `${ok ? "ok" : "not ok"} - ${name}${ok ? "" : `: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`,
    );
  };
  return { check, result: () => ({ passed, failed }) };
};
