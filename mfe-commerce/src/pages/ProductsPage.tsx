// /products: where order repayments return (spec §4); My Products on its orders.
import { MyProductsScreen } from './MyProductsPage';

export default function ProductsPage() {
  return <MyProductsScreen initialView="orders" />;
}
