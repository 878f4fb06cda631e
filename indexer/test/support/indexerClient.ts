// Reading the indexer the way the app does: GraphQL (paged) and Ponder's /status.
export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every row of a plural query: `fields` are the item fields, `where` an optional filter literal. */
export async function allRows<T>(url: string, plural: string, fields: string, where = ''): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  do {
    const data: Record<string, { items: T[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }> =
      await graphql(
        url,
        `query($after: String) { ${plural}(limit: 1000, after: $after${where ? `, where: ${where}` : ''}) {
          items { ${fields} } pageInfo { endCursor hasNextPage } } }`,
        { after },
      );
    const page = data[plural]!;
    rows.push(...page.items);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return rows;
}

/** The last block the indexer has indexed, or undefined before its first. */
export async function indexedBlock(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/status`);
    if (!response.ok) return undefined;
    const status = (await response.json()) as Record<string, { block?: { number?: number } }>;
    return Object.values(status)[0]?.block?.number;
  } catch {
    return undefined;
  }
}

/** Polls /status until the indexer has indexed `block` (the newest blocks land just after /ready). */
export async function waitForBlock(url: string, block: bigint, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const indexed = await indexedBlock(url);
    if (indexed !== undefined && BigInt(indexed) >= block) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the indexer at ${url} did not reach block ${block} in ${timeoutMs / 1000} s`);
}
