import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { BlogCard as BlogCardData } from '../api/blog-posts';
import { blogDate } from '../utils/blog-dates';
import { categoryText } from '../utils/category-texts';
import { otherLanguageMark, postLanguage } from '../utils/post-language';

/** One article in a list: image, category badge, 'Draft' badge, a mark when the article is in the other
 * language only ('Only in English'), title, author, date, excerpt, 'Read More'. */
export function BlogCard({
  post,
  headingLevel = 'h2',
}: {
  post: BlogCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const date = blogDate(post.published_at ?? post.created_at, 'list');
  const reader = currentLanguage();
  const mark = otherLanguageMark(post, reader);
  const language = postLanguage(post);
  const title = post.title;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {post.featured_image && (
        <Box
          component="img"
          src={post.featured_image}
          alt=""
          loading="lazy"
          width={640}
          height={320}
          sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {(post.category || !post.is_published || mark) && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {post.category && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={categoryText(post.category)}
              />
            )}
            {mark && <Chip size="small" variant="outlined" label={i18n._(mark)} />}
            {!post.is_published && <Chip size="small" color="warning" label={t`Draft`} />}
          </Box>
        )}
        {/* The article's own words are in its language, which a screen reader is told. */}
        <Typography
          component={headingLevel}
          variant="h6"
          lang={language === reader ? undefined : language}
          sx={{ lineHeight: 1.3 }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {post.author} · <time dateTime={post.published_at ?? post.created_at}>{date}</time>
        </Typography>
        {post.excerpt && (
          <Typography variant="body2" lang={language === reader ? undefined : language}>
            {post.excerpt}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Link
            component={RouterLink}
            to={`/blog/${post.slug}`}
            aria-label={t`Read More: ${title}`}
            sx={{ fontWeight: 600 }}
          >
            {t`Read More`}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
