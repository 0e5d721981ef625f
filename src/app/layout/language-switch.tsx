import { OrderingContext } from '../ordering/context';
import { LanguageButtons } from './language-buttons';

export function LanguageSwitch() {
  const ordering = OrderingContext.useActorRef();
  return <LanguageButtons onChanged={(language) => ordering.send({ type: 'language.change', language })} />;
}
