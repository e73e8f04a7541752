// 'Método de pago' (estudiante/editar_tipo_pago, EA5E1F0B / 700279E9): one of config/metodos_pago.
import { useLookupOptions } from '../../../src/resource-views/useFieldOptions';
import { editarTipoPago } from '../../../core/school/students/attributeActions';
import { AttributeValueSection } from '../../../src/shared/students/AttributeValueSection';
import { OptionSelect } from '../../../src/shared/students/OptionSelect';

export function PaymentSection() {
  const methods = useLookupOptions('metodosPago') ?? [];
  return (
    <AttributeValueSection
      action={editarTipoPago}
      title="Método de pago"
      saveLabel="Guardar método de pago"
      read={(record) => (typeof record.tipo_pago === 'string' ? record.tipo_pago : '')}
      body={(tipo_pago, base) => ({ ...base, tipo_pago })}
      ready={(tipo) => tipo !== ''}
      input={({ value, onChange, disabled }) => (
        <OptionSelect label="Método" value={value} options={methods} emptyLabel="Sin método de pago" disabled={disabled} onChange={onChange} />
      )}
    />
  );
}
