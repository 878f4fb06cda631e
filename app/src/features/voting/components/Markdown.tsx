// A proposal body is anyone's text: Markdown only. Raw HTML is dropped (no rehype-raw), links
// must be http(s) and open in a new tab without the opener or a referrer, and images are shown
// as links, so reading a proposal loads nothing from a server its author chose.
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

/** Only absolute http(s) URLs survive; anything else (javascript:, data:, relative) becomes no link. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

function Link({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
      {children}
    </a>
  );
}

function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  const text = alt || (typeof src === 'string' ? src : '');
  return <Link href={typeof src === 'string' && src ? src : undefined}>{text}</Link>;
}

const components: Components = {
  a: ({ href, children }) => <Link href={href}>{children}</Link>,
  img: ({ src, alt }) => <ImageAsLink src={src} alt={alt} />,
  h1: ({ children }) => <h2 className="mt-4 text-2xl font-bold">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-4 text-xl font-bold">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-3 text-lg font-semibold">{children}</h4>,
  p: ({ children }) => <p className="my-2 break-words">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal ps-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-s-4 border-border ps-3 text-muted">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-input px-1 font-mono text-sm">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded-xl bg-input p-3">{children}</pre>,
};

export function Markdown({ text }: { text: string }) {
  return (
    <div className="text-base leading-relaxed" data-testid="markdown">
      <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
