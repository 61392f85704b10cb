/** Spanish texts of the configurator remote (loaded on demand with its pages), written like the shared Spanish catalogue. */
import type { Messages } from './en';

export const es: Messages = {
  'configurator.title': 'Configurador',
  'configurator.start': 'Empezar a configurar',
  'configurator.loadByCode': 'Cargar por código',
  'configurator.code': 'Código de configuración',
  'configurator.inspiration': 'Inspírate',
  'configurator.deliveryPromise': 'Entrega en un plazo de {weeks} semanas',
  'configurator.save': 'Guardar como concepto',
  'configurator.concepts': 'Conceptos',
  'configurator.showConcept': 'Mostrar concepto',
  'configurator.hideConcept': 'Ocultar concepto',
  'configurator.downloadPdf': 'Descargar en PDF',
  'configurator.chatHelper': '¿Necesitas ayuda para elegir? Chatea con nosotros.',

  'page.configurator.title': 'Configurador',
  'page.configurator.description': 'Crea tu propia bicicleta: cuadro, colores, grupo y talla. Entrega en un plazo de 8 semanas.',
};
