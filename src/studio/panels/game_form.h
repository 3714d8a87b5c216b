// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Choosing a game and its parameters: the limits shown beside each field, invalid values flagged
// inline, and the Solve button saying why it is disabled. The user's own code is one more entry
// in the list; its fields are the parameters the program declares, known once it is compiled.

#include "studio/panels/compact_combo_box.h"
#include "core/game.h"

#include <QColor>
#include <QWidget>

#include <map>
#include <memory>
#include <optional>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace gt {

struct Example;
struct Palette;
struct UserProgram;

class GameForm : public QWidget {
    Q_OBJECT

public:
    explicit GameForm(QWidget* parent = nullptr);

    // Empty while the user's code is chosen.
    QString gameId() const;
    bool isCode() const;
    ParamText params() const;
    // Code whose parameters were set by setRun() (a session's) and not yet checked by a compile.
    bool codeParamsGiven() const { return isCode() && !m_program && m_codeParamsGiven; }
    SolveOptions options() const;
    // The boxes as they stand, or none while the code chosen has not declared its defaults yet.
    std::optional<SolveOptions> chosenOptions() const;
    // Fills the form (e.g. from a session); unknown games are ignored, an empty id is the code
    // (when showCode made its entry).
    void setRun(const QString& gameId, const ParamText& params, const SolveOptions& options);
    // Play asks for every move of every position.
    void setShortCircuit(bool on);
    // The entry of the user's code, named after its file, added at the end of the list and chosen.
    void showCode(const QString& fileName);
    // The same code under a new file name (Save Code As): its program, parameters and the values
    // typed for them stay.
    void renameCode(const QString& fileName);
    // The code compiled: its declared parameters become the fields (the values typed for a name
    // it still declares are kept, the others start at its defaults). The first program sets the
    // Memo and Short-circuit boxes to its defaults.
    void setUserProgram(std::shared_ptr<const UserProgram> program);
    // The user's code: how its values read when the user chose otherwise than it declares
    // (the Values box); nullopt for the program's own kind.
    std::optional<ValueMeaning> chosenValues() const;
    void setChosenValues(std::optional<ValueMeaning> values);
    // How the last run of the code read its values (what the run supports of what its syntax
    // suggests): the box shows it while nothing else is chosen.
    void setReadValues(ValueMeaning values);
    QComboBox* valuesBox() const { return m_values; }
    // A program traced as written (no gametree.h) has no parameters: `input` (its Input and Call
    // boxes) stands in place of the fields, and it has no short-circuit switch. Known from the
    // text before it is compiled.
    void setCodeInput(QWidget* input);
    void setCodeAsWritten(bool asWritten);
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
    // Another entry of the list is chosen (`code`: the user's code).
    void gameChanged(bool code);
    // The user chose another kind of values in the Values box: the run is solved again.
    void valuesChosen();

protected:
    void changeEvent(QEvent* event) override;

private:
    void addGameAndExample(QVBoxLayout* layout);
    void addValuesRow(QVBoxLayout* layout);
    void connectControls();
    void setTexts();
    void rebuildFields();
    void loadExample(int index);
    void validate();
    bool matches(const Example& example) const;
    void showMatchingExample();
    void paintError(QLabel* label) const;
    int codeIndex() const;
    std::vector<ParamSpec> paramSpecs() const;
    void checkParams();
    // The Values box: the chosen kind, else the program's (the runtime's default before it is known).
    void showValues();
    // Which switches the code chosen has, and why a disabled one is off (its tooltip says).
    void updateSwitches();

    CompactComboBox* m_game;
    CompactComboBox* m_examples;
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
    // The user's code: its file's name, the program compiled last, and the values meant for it
    // while it has no fields yet (a session's).
    QString m_codeName;
    std::shared_ptr<const UserProgram> m_program;
    ParamText m_codeParams;
    bool m_codeParamsGiven = false;
    bool m_codeDefaultsPending = true; // the first program of a file sets Memo and Short-circuit
    QLabel* m_codeHint;
    CompactComboBox* m_values;
    QLabel* m_valuesLabel;
    std::optional<ValueMeaning> m_chosenValues;
    std::optional<ValueMeaning> m_readValues; // by the code's last run
    QWidget* m_codeInput = nullptr;
    bool m_codeAsWritten = false;
};

} // namespace gt
