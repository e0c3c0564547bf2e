// The benchmark scripts' command-line options: `--name value` and bare `--flag`.

/** `option(name, fallback)`: the value after `--name` in `args`, or `fallback` when it is not given. */
export const optionReader = (args) => (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index > -1 ? args[index + 1] : fallback;
};
