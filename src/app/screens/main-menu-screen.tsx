import MainMenuPage from '../../features/menu/main-menu-page';
import OrderingLayout from '../layout/ordering-layout';

export default function MainMenuScreen() {
  return (
    <OrderingLayout>
      <MainMenuPage />
    </OrderingLayout>
  );
}
