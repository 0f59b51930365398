// /requested_product: My Products on the member's product requests.
import { MyProductsScreen } from './MyProductsPage';

export default function RequestedProductPage() {
  return <MyProductsScreen initialView="requests" />;
}
