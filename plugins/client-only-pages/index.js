// A Gatsby plugin needs an index file; everything happens in gatsby-node.ts.
