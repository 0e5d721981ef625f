import DetailPage from '../../features/menu/detail-page';
import OrderingLayout from '../layout/ordering-layout';

export default function DetailScreen() {
  return (
    <OrderingLayout>
      <DetailPage />
    </OrderingLayout>
  );
}
