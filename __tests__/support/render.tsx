import * as React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { RootWrapper, PageWrapper } from "../../src/wrap-root";

/** Renders inside the same providers the site uses. */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions) {
  return render(
    <RootWrapper>
      <PageWrapper>{ui}</PageWrapper>
    </RootWrapper>,
    options,
  );
}
