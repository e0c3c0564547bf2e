/** @jest-environment node */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { settled } from "../../src/lib/settled";

// src/lib/settled.ts hands React.lazy a thenable that calls back at once, relying on how React's lazy
// reads it (docs/overrides.md): a server render that suspends can lose its <title> (docs/performance.md).

const Section = () => <p>below the fold</p>;
const render = (load: () => Promise<{ default: typeof Section }>) => {
  const Lazy = React.lazy(load);
  return renderToString(
    <React.Suspense fallback={<p>waiting</p>}>
      <Lazy />
    </React.Suspense>,
  );
};

describe("settled", () => {
  it("lets a React.lazy component whose chunk is loaded render on the server without suspending", () => {
    expect(render(() => settled({ default: Section }))).toContain("below the fold");
  });

  it("is needed: a resolved Promise suspends the same render, and the page gets the fallback", () => {
    expect(render(() => Promise.resolve({ default: Section }))).toContain("waiting");
  });

  it("calls back at once through a chain of then, as below-the-fold.ts uses it", () => {
    const seen: string[] = [];
    void settled({ default: Section }).then((module) => {
      seen.push(typeof module.default);
      return module;
    });
    expect(seen).toEqual(["function"]);
  });
});
