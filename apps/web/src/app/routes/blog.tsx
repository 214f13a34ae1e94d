import { BlogListPage } from '../../features/blog/components/blog-list-page';

export default BlogListPage;
