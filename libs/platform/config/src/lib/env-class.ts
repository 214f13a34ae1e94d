/** What a feature's env mixin extends: any class, so a service's environment and the one-process
 * runtime's can each compose the same variables onto their own base. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any arguments
export type EnvClass = new (...args: any[]) => object;
