#pragma once

// Choosing a game and its parameters: the limits shown beside each field, invalid values flagged
// inline, and the Solve button saying why it is disabled.

#include "core/game.h"

#include <QColor>
#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gt {

struct Example;
struct Palette;

class GameForm : public QWidget {
    Q_OBJECT

public:
    explicit GameForm(QWidget* parent = nullptr);

    QString gameId() const;
    ParamText params() const;
    SolveOptions options() const;
    // Fills the form (e.g. from a session); unknown games are ignored.
    void setRun(const QString& gameId, const ParamText& params, const SolveOptions& options);
    // Empty when the parameters are valid.
    QString problem() const { return m_problem; }
    void setBusy(bool busy);
    // The error texts take the palette's chrome.errorText (the default palette until called).
    void setPalette(const Palette& palette);
    using QWidget::setPalette;

    QPushButton* solveButton() const { return m_solve; }
    QLineEdit* field(const QString& name) const;
    QComboBox* examplesBox() const { return m_examples; }

    // `error` as the form says it: naming the field as its label does, never the command-line
    // flag. `field` receives the name of the field it is about, empty if none.
    static QString fieldMessage(
        const ParamError& error, const std::vector<ParamSpec>& specs, const ParamText& params, QString* field = nullptr);

signals:
    void solveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void setTexts();
    void rebuildFields();
    void loadExample(int index);
    void validate();
    bool matches(const Example& example) const;
    void showMatchingExample();
    void paintError(QLabel* label) const;

    QComboBox* m_game;
    QComboBox* m_examples;
    QWidget* m_fieldsBox;
    QFormLayout* m_fields;
    std::map<QString, QLineEdit*> m_edits;
    std::map<QString, QLabel*> m_errors;
    QCheckBox* m_memo;
    QCheckBox* m_shortCircuit;
    QPushButton* m_solve;
    QLabel* m_reason;
    QLabel* m_gameLabel;
    QLabel* m_exampleLabel;
    QString m_problem;
    QColor m_errorColor;
    bool m_busy = false;
};

} // namespace gt
