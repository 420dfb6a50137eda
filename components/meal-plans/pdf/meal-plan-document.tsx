// The patient's printable copy of a meal plan as a PDF (A4), drawn on the server with @react-pdf/renderer.
// Helvetica is one of the PDF standard fonts: nothing to download or embed, and its WinAnsi encoding
// carries every Portuguese letter (ã, ç, é, õ...).
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';

export interface MealPlanPdfModel {
  productName: string;
  title: string;
  lines: string[];
  /** Calories (in the columns, the foods and the totals) are null when the plan hides the numbers from the PDF. */
  columns: { food: string; quantity: string; calories: string | null };
  periods: {
    name: string;
    /** 'HH:MM', beside the name, or null. */
    time: string | null;
    notesTitle: string;
    notes: string | null;
    /** `substitutions`: 'ou: {food} – {portion}', printed under the food. */
    foods: { name: string; portion: string; calories: string | null; substitutions: string[] }[];
    total: {
      label: string;
      calories: string;
      /** 'total parcial: …' when the period's energy met foods without a value. */
      note: string | null;
    } | null;
  }[];
  /** The day's energy and macronutrients, or null when the plan hides the numbers from the PDF. */
  day: { title: string; totals: { label: string; value: string; note: string | null }[] } | null;
  /** 'Orientações gerais', after everything else, when the plan has any. */
  guidance: { title: string; text: string } | null;
  footer: string;
}

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 10, color: '#1f1d2b' },
  product: { fontSize: 9, color: '#b82a5a', fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  line: { marginBottom: 2 },
  period: { marginTop: 14 },
  periodName: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  periodTime: { fontFamily: 'Helvetica', color: '#5c5a6b' },
  notes: { marginTop: 6 },
  notesTitle: { fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  guidance: { marginTop: 18 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#dedce6', paddingVertical: 3 },
  head: { fontFamily: 'Helvetica-Bold', color: '#5c5a6b' },
  total: { fontFamily: 'Helvetica-Bold' },
  food: { flex: 3 },
  quantity: { flex: 2 },
  calories: { flex: 1, textAlign: 'right' },
  day: { marginTop: 18, padding: 10, borderWidth: 0.5, borderColor: '#dedce6' },
  dayTitle: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  dayGrid: { flexDirection: 'row', flexWrap: 'wrap' },
  dayItem: { width: '33%', marginBottom: 4 },
  note: { fontSize: 8, color: '#5c5a6b' },
  periodNote: { fontSize: 8, color: '#5c5a6b', marginTop: 2 },
  substitution: { fontSize: 8.5, color: '#3d3b4a', paddingLeft: 10, paddingVertical: 1 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#5c5a6b' },
});

export function MealPlanDocument({ model }: { model: MealPlanPdfModel }) {
  return (
    <Document title={`${model.title} – ${model.productName}`} author={model.productName} language="pt-BR">
      <Page size="A4" style={styles.page}>
        <Text style={styles.product}>{model.productName}</Text>
        <Text style={styles.title}>{model.title}</Text>
        {model.lines.map((line) => (
          <Text key={line} style={styles.line}>
            {line}
          </Text>
        ))}
        {model.periods.map((period) => (
          <View key={period.name} style={styles.period} wrap={false}>
            <Text style={styles.periodName}>
              {period.name}
              {period.time ? <Text style={styles.periodTime}>{` – ${period.time}`}</Text> : null}
            </Text>
            <View style={[styles.row, styles.head]}>
              <Text style={styles.food}>{model.columns.food}</Text>
              <Text style={styles.quantity}>{model.columns.quantity}</Text>
              {model.columns.calories === null ? null : (
                <Text style={styles.calories}>{model.columns.calories}</Text>
              )}
            </View>
            {period.foods.map((food, index) => (
              <View key={`${food.name}-${index}`}>
                <View style={styles.row}>
                  <Text style={styles.food}>{food.name}</Text>
                  <Text style={styles.quantity}>{food.portion}</Text>
                  {food.calories === null ? null : <Text style={styles.calories}>{food.calories}</Text>}
                </View>
                {food.substitutions.map((line) => (
                  <Text key={line} style={styles.substitution}>
                    {line}
                  </Text>
                ))}
              </View>
            ))}
            {period.total ? (
              <View style={[styles.row, styles.total]}>
                <Text style={styles.food}>{period.total.label}</Text>
                <Text style={styles.quantity} />
                <Text style={styles.calories}>{period.total.calories}</Text>
              </View>
            ) : null}
            {period.total?.note ? <Text style={styles.periodNote}>{period.total.note}</Text> : null}
            {period.notes ? (
              <View style={styles.notes}>
                <Text style={styles.notesTitle}>{period.notesTitle}</Text>
                <Text>{period.notes}</Text>
              </View>
            ) : null}
          </View>
        ))}
        {model.day ? (
          <View style={styles.day} wrap={false}>
            <Text style={styles.dayTitle}>{model.day.title}</Text>
            <View style={styles.dayGrid}>
              {model.day.totals.map((item) => (
                <View key={item.label} style={styles.dayItem}>
                  <Text>{`${item.label}: ${item.value}`}</Text>
                  {item.note ? <Text style={styles.note}>{item.note}</Text> : null}
                </View>
              ))}
            </View>
          </View>
        ) : null}
        {model.guidance ? (
          <View style={styles.guidance}>
            <Text style={styles.dayTitle}>{model.guidance.title}</Text>
            <Text>{model.guidance.text}</Text>
          </View>
        ) : null}
        <Text style={styles.footer} fixed>
          {model.footer}
        </Text>
      </Page>
    </Document>
  );
}
