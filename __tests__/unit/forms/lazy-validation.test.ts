import { lazyValidation } from "../../../src/forms/shared/lazyValidation";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lazyValidation", () => {
  it("loads the schema once, then warms it up with the empty values while the browser is idle", async () => {
    const idle: Array<() => void> = [];
    (window as unknown as { requestIdleCallback: (task: () => void) => void }).requestIdleCallback = (task) => void idle.push(task);
    const checked: unknown[] = [];
    const schema = { validate: (values: unknown) => (checked.push(values), Promise.resolve(values)) };
    const loads: number[] = [];
    const validation = lazyValidation(() => (loads.push(1), Promise.resolve(schema)), { email: "" });

    await validation.preload();
    await validation.preload();
    await flush();
    expect(loads).toHaveLength(1);
    expect(checked).toEqual([]);
    expect(idle).toHaveLength(1);

    idle[0]();
    await flush();
    // Formik hands Yup empty strings as undefined.
    expect(checked).toEqual([{ email: undefined }]);
    expect(await validation.validate({ email: "a@b.example" })).toEqual({});
    expect(checked).toEqual([{ email: undefined }, { email: "a@b.example" }]);
  });
});
