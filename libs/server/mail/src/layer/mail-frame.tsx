import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND_LOGOS, BRAND_TOKENS, type Brand } from '@bike/shared/brand';
import type { MailBlock, MailContext, MailFooterLine } from './mail-blocks';

/**
 * The branded frame every mail is drawn in (react-email components, so the HTML is the table
 * layout mail programs understand, styles inline): the brand's logo on its primary colour, the
 * blocks of the mail kind in the brand's colours and body font, and the market's legal footer.
 */
export interface FrameProps {
  mail: MailContext;
  title: string;
  preview: string;
  blocks: MailBlock[];
  footer: MailFooterLine[];
  greetingText: (name: string | null | undefined) => string;
  linkFallback: string;
}

/** The brand's logo as an image: its SVG with the marks in the header's text colour (an <img> has no currentColor). */
export function logoImage(brand: Brand): { src: string; width: number; height: number } {
  const colors = BRAND_TOKENS[brand].colors;
  const svg = BRAND_LOGOS[brand].replace(/currentColor/g, colors.onPrimary);
  const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 160);
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, width, height: 48 };
}

export function MailFrame({ mail, title, preview, blocks, footer, greetingText, linkFallback }: FrameProps): ReactNode {
  const { colors, fonts, radius } = BRAND_TOKENS[mail.brand];
  const logo = logoImage(mail.brand);
  const text = { color: colors.text, fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' };
  const small = { color: colors.muted, fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' };
  const link = { color: colors.accent, textDecoration: 'underline' };
  return (
    <Html lang={mail.bcp47} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.surfaceAlt, fontFamily: fonts.body, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: colors.surface, borderRadius: radius.md, overflow: 'hidden', border: `1px solid ${colors.border}` }}>
          <Section style={{ backgroundColor: colors.primary, color: colors.onPrimary, padding: '16px 24px' }}>
            <Link href={mail.link('')} style={{ color: colors.onPrimary }}>
              <Img src={logo.src} width={logo.width} height={logo.height} alt={mail.brandName} />
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ color: colors.text, fontFamily: fonts.heading, fontSize: '22px', lineHeight: '1.3', margin: '0 0 16px' }}>
              {title}
            </Heading>
            {blocks.map((block, index) => {
              switch (block.type) {
                case 'greeting':
                  return <Text key={index} style={text}>{greetingText(block.name)}</Text>;
                case 'paragraph':
                  return <Text key={index} style={text}>{block.text}</Text>;
                case 'note':
                  return <Text key={index} style={small}>{block.text}</Text>;
                case 'action':
                  return (
                    <Section key={index} style={{ margin: '8px 0 24px' }}>
                      <Button
                        href={block.href}
                        style={{ backgroundColor: colors.primary, color: colors.onPrimary, borderRadius: radius.sm, padding: '12px 20px', fontWeight: 700, fontSize: '16px', textDecoration: 'none' }}
                      >
                        {block.label}
                      </Button>
                      <Text style={{ ...small, margin: '12px 0 0' }}>
                        {linkFallback} <Link href={block.href} style={{ ...link, wordBreak: 'break-all' }}>{block.href}</Link>
                      </Text>
                    </Section>
                  );
                case 'rows':
                  return (
                    <table key={index} role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
                      <tbody>
                        {block.rows.map((row, r) => (
                          <tr key={r} style={{ borderTop: `1px solid ${colors.border}` }}>
                            <td style={{ ...text, margin: 0, padding: '6px 8px 6px 0', fontWeight: row.strong ? 700 : 400 }}>{row.label}</td>
                            <td style={{ ...text, margin: 0, padding: '6px 0', textAlign: 'right', whiteSpace: 'nowrap', fontWeight: row.strong ? 700 : 400 }}>{row.value}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  );
                default:
                  return null;
              }
            })}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px', backgroundColor: colors.surfaceAlt }}>
            {footer.map((line, index) => (
              <Text key={index} style={small}>
                {line.href ? <Link href={line.href} style={{ ...link, color: colors.muted }}>{line.text}</Link> : line.text}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
