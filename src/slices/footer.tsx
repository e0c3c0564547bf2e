import type { SliceComponentProps } from "gatsby";
import { Footer } from "../components/layout/Footer";
import { CurrentPathProvider } from "../lib/current-path";

type FooterSliceProps = { currentPath?: string; copyrightYear?: number };

/** The footer slice; `currentPath` is set only on the pages it links to (see src/lib/current-path.tsx). */
export default function FooterSlice({ currentPath, copyrightYear }: SliceComponentProps<object, object, FooterSliceProps>) {
  return (
    <CurrentPathProvider path={currentPath}>
      <Footer copyrightYear={copyrightYear} />
    </CurrentPathProvider>
  );
}
