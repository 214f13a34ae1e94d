import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Spinner } from '../../../components/feedback/light-feedback';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { canonicalUrl, usePageMeta } from '../../../hooks/use-page-meta';
import { currentLanguage, rememberLanguage } from '../../../lib/i18n/i18n';
import { useBlogPost } from '../api/blog-posts';
import { blogDate } from '../utils/blog-dates';
import { categoryText } from '../utils/category-texts';
import { postLanguage, translationLink } from '../utils/post-language';
import { withHeadingAnchors } from '../utils/table-of-contents';
import { BlogCard } from './blog-card';
import { ShareBar } from './share-bar';

function NotFound() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        <Trans>Article Not Found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>The article you are looking for does not exist or has not been published yet.</Trans>
      </Typography>
      <Button component={RouterLink} to="/blog" variant="contained">
        <Trans>Back to Blog</Trans>
      </Button>
    </Box>
  );
}

/** /blog/{slug}: one article with its image, share buttons, table of contents and related articles. */
export function BlogPostPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const [enlarged, setEnlarged] = useState(false);
  const post = query.data?.post;
  const path = `/blog/${slug}`;
  const { html, toc } = useMemo(() => withHeadingAnchors(post?.body ?? ''), [post?.body]);
  const headline = post?.meta_title ?? post?.title;

  usePageMeta({
    title: post
      ? t`${headline} | SNAP Savvy Blog`
      : query.isPending
        ? t`Loading article... | SNAP Savvy Blog`
        : t`Article Not Found | SNAP Savvy Blog`,
    description:
      post?.meta_description ?? post?.excerpt ?? t`Articles about stretching SNAP benefits.`,
    canonicalPath: path,
    structuredData: post
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title,
            description: post.meta_description ?? post.excerpt ?? undefined,
            author: { '@type': 'Person', name: post.author },
            datePublished: post.published_at ?? post.created_at,
            dateModified: post.updated_at,
            ...(post.featured_image
              ? { image: new URL(post.featured_image, canonicalUrl('/')).href }
              : {}),
            ...(post.category ? { articleSection: post.category.name } : {}),
            mainEntityOfPage: canonicalUrl(path),
            inLanguage: post.language,
            publisher: { '@type': 'Organization', name: t`SNAP/EBT Store Finder` },
          },
        ]
      : [],
  });

  if (query.isPending) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center', py: 6 }}
      >
        <Spinner /> <Trans>Loading article...</Trans>
      </Box>
    );
  }
  if (query.isError || !post) return <NotFound />;

  const date = post.published_at ?? post.created_at;
  const related = query.data.related;
  const language = postLanguage(post);
  // The article's own words are in its language, which a screen reader is told.
  const ownLang = language === currentLanguage() ? undefined : language;
  const translation = translationLink(post);
  const author = post.author;
  const postDate = blogDate(date, 'post');
  const title = post.title;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: toc.length > 0 ? 'minmax(0, 1fr) 240px' : '1fr' },
        maxWidth: 1100,
        mx: 'auto',
      }}
    >
      <Box component="article" sx={{ minWidth: 0 }}>
        <Breadcrumbs />
        {post.featured_image && (
          <ButtonBase
            onClick={() => setEnlarged(true)}
            aria-label={t`Enlarge the article image`}
            sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden', mb: 2 }}
          >
            <Box
              component="img"
              src={post.featured_image}
              alt={post.title}
              width={1200}
              height={500}
              sx={{
                display: 'block',
                width: '100%',
                height: { xs: 200, md: 360 },
                objectFit: 'cover',
              }}
            />
          </ButtonBase>
        )}
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          {post.category && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={categoryText(post.category)}
            />
          )}
          {!post.is_published && <Chip size="small" color="warning" label={t`Draft`} />}
        </Box>
        <Typography
          component="h1"
          variant="h4"
          gutterBottom
          lang={ownLang}
          sx={{ fontSize: { xs: 26, md: 34 } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            By {author} · <time dateTime={date}>{postDate}</time>
          </Trans>
        </Typography>
        {translation && (
          <Link
            href={translation.href}
            hrefLang={translation.language}
            lang={translation.language}
            onClick={() => rememberLanguage(translation.language)}
            sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
          >
            {translation.text}
          </Link>
        )}
        <ShareBar url={canonicalUrl(path)} title={post.title} />
        {post.excerpt && (
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            lang={ownLang}
            sx={{ fontWeight: 400, mb: 2 }}
          >
            {post.excerpt}
          </Typography>
        )}
        <Box
          className="blog-body"
          lang={ownLang}
          // Sanitized by the content service on save and again when read (the allow-list of docs/blog.md); only heading ids are added here.
          dangerouslySetInnerHTML={{ __html: html }}
          sx={{
            '& p, & li': { lineHeight: 1.7 },
            '& h2': { mt: 4, fontSize: 24 },
            '& h3': { mt: 3, fontSize: 20 },
            '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5 },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2 },
          }}
        />
        {related.length > 0 && (
          <Box component="section" aria-labelledby="related-heading" sx={{ mt: 6 }}>
            <Typography id="related-heading" component="h2" variant="h5" gutterBottom>
              <Trans>Related Articles</Trans>
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {related.map((item) => (
                <BlogCard key={item.id} post={item} headingLevel="h3" />
              ))}
            </Box>
          </Box>
        )}
        <Button component={RouterLink} to="/blog" sx={{ mt: 4 }}>
          <Trans>Back to Blog</Trans>
        </Button>
      </Box>
      {toc.length > 0 && (
        <Box
          component="nav"
          aria-label={t`Table of contents`}
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 16,
            alignSelf: 'start',
            mt: 8,
          }}
        >
          <Typography component="p" variant="subtitle2" gutterBottom>
            <Trans>Table of Contents</Trans>
          </Typography>
          <Box component="ol" lang={ownLang} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {toc.map((entry) => (
              <Box component="li" key={entry.id} sx={{ pl: entry.level === 3 ? 2 : 0, py: 0.5 }}>
                <Link href={`#${entry.id}`} underline="hover" variant="body2">
                  {entry.text}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Dialog
        open={enlarged}
        onClose={() => setEnlarged(false)}
        maxWidth="lg"
        aria-label={t`${title} image`}
      >
        {post.featured_image && (
          <Box
            component="img"
            src={post.featured_image}
            alt={post.title}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
          />
        )}
        <Button onClick={() => setEnlarged(false)}>
          <Trans>Close</Trans>
        </Button>
      </Dialog>
    </Box>
  );
}
