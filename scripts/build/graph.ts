// The one walk over a module or chunk graph the build plugins share (docs/design/cold-loads.md "The build plugins"):
// everything reachable from the starts, each node once, following the edges `next` gives.
export function reachable<T>(starts: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const stack = [...starts];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const following of next(node)) if (!seen.has(following)) stack.push(following);
  }
  return seen;
}
