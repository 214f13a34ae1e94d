import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatBlogDate } from '@snap/domain';
import type { BlogCard as BlogCardData } from '../api/blog-posts';

/** One article in a list: image, category badge, 'Draft' badge, title, author, date, excerpt, 'Read More'. */
export function BlogCard({
  post,
  headingLevel = 'h2',
}: {
  post: BlogCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const date = formatBlogDate(post.published_at ?? post.created_at, 'list');
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
        {(post.category || !post.is_published) && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {post.category && (
              <Chip size="small" color="primary" variant="outlined" label={post.category.name} />
            )}
            {!post.is_published && <Chip size="small" color="warning" label="Draft" />}
          </Box>
        )}
        <Typography component={headingLevel} variant="h6" sx={{ lineHeight: 1.3 }}>
          {post.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {post.author} · <time dateTime={post.published_at ?? post.created_at}>{date}</time>
        </Typography>
        {post.excerpt && <Typography variant="body2">{post.excerpt}</Typography>}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Link
            component={RouterLink}
            to={`/blog/${post.slug}`}
            aria-label={`Read More: ${post.title}`}
            sx={{ fontWeight: 600 }}
          >
            Read More
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
