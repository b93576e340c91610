/**
 * Sends a plan's requests (plan.mjs) to the Directus, in order, putting in the ids of the items
 * the run made as it goes. Stops at the first refused request: the next run plans again from
 * what the target then has, so an interrupted run is finished by the next one.
 */
import { idsIn } from "./read-state.mjs";
import { describeRef, refKey, resolveRefs } from "./refs.mjs";

/**
 * @typedef {import("./plan.mjs").Change} Change
 * @typedef {import("./read-state.mjs").State} State
 * @typedef {import("./refs.mjs").Ref} Ref
 */

/**
 * @param {Change[]} changes
 * @param {State} state the state the plan was made from
 * @param {import("../../server/rest-client.mjs").RestCall} api an admin's
 * @param {(change: Change) => void} [onApplied] told after each change is made
 */
export const applyChanges = async (changes, state, api, onApplied = () => {}) => {
  const ids = idsIn(state);
  /** @param {Ref} reference */
  const lookup = (reference) => ids.get(refKey(reference));
  /**
   * @template T
   * @param {T} value
   * @returns {T}
   */
  const withIds = (value) => {
    const { value: resolved, missing } = resolveRefs(value, lookup);
    if (missing.length > 0)
      throw new Error(`${missing.map(describeRef).join(", ")} is neither on the Directus nor made by this run`);
    return resolved;
  };
  for (const change of changes) {
    for (const request of change.requests) {
      const path = request.id === undefined ? request.path : `${request.path}/${withIds(request.id)}`;
      const answer = await api(request.method, path, request.body === undefined ? undefined : withIds(request.body));
      if (request.register) ids.set(refKey(request.register), answer.id);
    }
    onApplied(change);
  }
};
