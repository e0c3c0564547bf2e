import type { SliceComponentProps } from "gatsby";
import { Navbar } from "../components/layout/Navbar";
import { CurrentPathProvider } from "../lib/current-path";

type NavbarSliceProps = { currentPath?: string };

/** The navbar slice; `currentPath` is set only on the pages it links to (see src/lib/current-path.tsx). */
export default function NavbarSlice({ currentPath }: SliceComponentProps<object, object, NavbarSliceProps>) {
  return (
    <CurrentPathProvider path={currentPath}>
      <Navbar />
    </CurrentPathProvider>
  );
}
