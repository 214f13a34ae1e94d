import { BlogPostPage } from '../../features/blog/components/blog-post-page';

export default BlogPostPage;
