import * as React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { RootWrapper, PageWrapper } from "../../src/wrap-root";

/** Renders inside the same providers the site uses, as the page at `path` (default: a path no navbar or footer link points to). */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions & { path?: string }) {
  const { path = "/test/", ...renderOptions } = options ?? {};
  return render(
    <RootWrapper>
      <PageWrapper path={path}>{ui}</PageWrapper>
    </RootWrapper>,
    renderOptions,
  );
}
